import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every page comes from a JSON document, so one route module renders them all; a splat does not
// match "/", hence the index entry.
export default [index("routes/page.tsx", { id: "home" }), route("*", "routes/page.tsx", { id: "page" })] satisfies RouteConfig;
