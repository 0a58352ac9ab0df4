import { defineBlock } from "../define-block.ts";
import { PostList } from "./PostList.tsx";

export default defineBlock({
  type: "post-list",
  label: "Blog post list",
  component: PostList,
  interactive: false,
});
