import path from "node:path";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";

/**
 * The project's own content, every site's documents and translations, as the sites serve them:
 * for tests of resolvers that word things in each site's language.
 */
export const projectContent = createContentService({
  contentDir: path.resolve(import.meta.dirname, "../../content"),
  brandName: "Bastion",
  logger: createLogger({ level: "silent" }),
});
