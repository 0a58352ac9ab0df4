import { data } from "react-router";
// The site's own block types, registered before any page renders (scripts/lib/site-blocks-plugin.ts).
import "virtual:pagekit/site-blocks";
// The site's own forms' components, registered likewise (scripts/lib/site-forms-plugin.ts).
import "virtual:pagekit/site-forms";
import { BlockList } from "../blocks/BlockList.tsx";
import { pageOpeningPicture } from "../blocks/opening-picture.ts";
import { pageStructuredData } from "../blocks/structured-data.ts";
import { normalisePath, siteContent } from "../content/site-content.server.ts";
import { isDemoBuild } from "../site/build-mode.server.ts";
import { pageMeta } from "../site/head-tags.ts";
import { missingFactsMessage } from "./page-facts.server.ts";
import type { Route } from "./+types/page";
import type { Route as RootRoute } from "../+types/root";

// Runs when `npm run build` prerenders each page and on each request under `npm run dev`; the
// production server only serves the prerendered files, so it never calls it.
export function loader({ request }: Route.LoaderArgs) {
  const { byPath, problems, facts } = siteContent();
  // The layout lists the content's problems instead of any page (development only: a build refuses).
  if (problems.length) return { page: null, demo: false };
  const page = byPath.get(normalisePath(new URL(request.url).pathname));
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const missing = missingFactsMessage(page, facts);
  if (missing) throw new Error(missing);
  return { page, demo: isDemoBuild() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = (matches[0]?.data as RootRoute.ComponentProps["loaderData"] | undefined)?.site;
  if (!loaderData?.page || !site) return [{ title: "Content problems" }];
  const { page, demo } = loaderData;
  const opening = pageOpeningPicture(page);
  return pageMeta(site, page, { demo, blockJsonLd: pageStructuredData(page, site), largestImage: opening?.image, largestImageSizes: opening?.sizes });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <BlockList blocks={loaderData.page.blocks} /> : null;
}
