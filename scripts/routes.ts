/** `npm run routes`: the route table as JSON (name, path, aliases, section, template). */
import { routeTable } from "~/routing/route-table";

const rows = routeTable.map(({ name, path, aliases, section, template, content }) => ({
  name,
  path,
  aliases: aliases.map((alias) => (alias.params ? { path: alias.path, params: alias.params } : alias.path)),
  section,
  template,
  content,
}));
console.log(JSON.stringify(rows, null, 2));
