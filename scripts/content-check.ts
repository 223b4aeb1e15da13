/**
 * `npm run content:check [DIR]`: validates every content document of every locale and prints each
 * problem as `file  json.path  message`. Exits 1 when any document is broken.
 */
import path from "node:path";
import { checkContent } from "~/domain/content/check.server";

const contentDir = path.resolve(process.argv[2] ?? "content");
const problems = await checkContent(contentDir, process.cwd());
for (const problem of problems) {
  console.error(`${problem.file}  ${problem.path || "(document)"}  ${problem.message}`);
}
if (problems.length > 0) {
  console.error(`\n${problems.length} content problem${problems.length === 1 ? "" : "s"} found.`);
  process.exit(1);
}
console.log(`Content OK: every document in ${path.relative(process.cwd(), contentDir) || "."} matches its schema.`);
