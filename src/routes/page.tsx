import { data } from "react-router";
import { BlockList } from "../blocks/BlockList.tsx";
import { contentIndex, normalisePath } from "../content/content-index.server.ts";
import { pageMeta } from "../site/head-tags.ts";
import type { Route } from "./+types/page";
import type { Route as RootRoute } from "../+types/root";

// Runs when `npm run build` prerenders each page and on each request under `npm run dev`; the
// production server only serves the prerendered files, so it never calls it.
export function loader({ request }: Route.LoaderArgs) {
  const page = contentIndex().byPath.get(normalisePath(new URL(request.url).pathname));
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = (matches[0]?.data as RootRoute.ComponentProps["loaderData"] | undefined)?.site;
  return loaderData && site ? pageMeta(site, loaderData.page) : [];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BlockList blocks={loaderData.page.blocks} />;
}
