import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable, templates } from "./routing/route-table";

/** The router config, generated from the route table: one route per path and alias. */
export default [
  ...routeTable.flatMap((entry) => {
    const file = templates[entry.template];
    const primary = entry.path === "/" ? index(file, { id: entry.name }) : route(entry.path, file, { id: entry.name });
    return [primary, ...entry.aliases.map((alias) => route(alias, file, { id: `${entry.name}:${alias}` }))];
  }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
