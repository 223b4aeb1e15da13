import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { catalogueFiles } from "~/db/seed.server";
import { checkWizards } from "~/domain/wizards/check.server";
import { hmcFiles, universalDocumentPath } from "~/domain/wizards/content";
import { defaultLocale, isLocaleCode, type LocaleCode, requireSite } from "~/sites/locales";
import {
  type CatalogueIndex,
  type CheckedDocument,
  catalogueIndex,
  checkNamedThings,
  checkPrices,
  checkProductNames,
} from "./catalogue-check.server";
import { checkImageFiles } from "./image-files.server";
import { checkMessages, checkOwnMessages } from "./messages-check.server";
import { documentKindOf, documentSchemas, productNamesFile } from "./schemas.server";

export interface ContentProblem {
  /** Path relative to the project, e.g. `content/de-de/about/page.json`. */
  file: string;
  /** JSON path inside the document, e.g. `fields.blocks[2].heading`; empty for the whole file. */
  path: string;
  message: string;
}

/** Documents the global site must have, since every fallback chain ends there. */
const requiredGlobalDocuments = [
  "site-header/main-nav.json",
  "site-footer/footer.json",
  "localization/general-translations.json",
  "localization/general-settings.json",
  "localization/buyblock-texts.json",
  "localization/renewal-texts.json",
  "localization/download-texts.json",
  "localization/list-texts.json",
  "home-security/cross-sell-popup.json",
  "localization/form-texts.json",
  "home-security/news-letter-opt-in.json",
  "about/qna-bot.json",
  ...Object.values(hmcFiles),
  universalDocumentPath("business", "init"),
  productNamesFile,
];

/** `["fields", "blocks", 2, "heading"]` → `fields.blocks[2].heading` */
export function formatJsonPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === "number") return `${out}[${segment}]`;
    const key = String(segment);
    return out ? `${out}.${key}` : key;
  }, "");
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .sort();
}

/**
 * Validates every document of every locale under `contentDir` against its kind's schema, plus
 * the references between documents (product cards name product documents that must resolve
 * through the locale's fallback chain) and the prices in the copy (`price-check.server.ts`:
 * no hand-written amounts or savings; every price reference answered by the catalogue on every
 * site the document serves), and the global product names (every catalogue product named).
 * When the project has a `public/` folder, the image files the documents name are checked
 * against it (`image-files.server.ts`: there, of their format and size; a promo's AVIF, WebP and
 * JPEG all there). Returns every problem found; an empty list means valid.
 */
export async function checkContent(
  contentDir: string,
  projectDir = path.dirname(contentDir),
  catalogue: CatalogueIndex = catalogueIndex(catalogueFiles),
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const documents: CheckedDocument[] = [];
  const display = (file: string) => path.relative(projectDir, file).replaceAll("\\", "/");
  const filesByLocale = new Map<LocaleCode, Set<string>>();
  const productRefs: Array<{ locale: LocaleCode; file: string; path: string; product: string }> = [];

  const localeDirs = await readdir(contentDir, { withFileTypes: true });
  for (const dir of localeDirs) {
    const dirPath = path.join(contentDir, dir.name);
    if (!dir.isDirectory() || !isLocaleCode(dir.name)) {
      problems.push({
        file: display(dirPath),
        path: "",
        message: "is not a locale folder (expected one of the 23 locale codes)",
      });
      continue;
    }
    const locale = dir.name;
    const files = await listJsonFiles(dirPath);
    filesByLocale.set(locale, new Set(files));
    for (const relative of files) {
      const file = path.join(dirPath, relative);
      const kind = documentKindOf(relative);
      if (!relative.endsWith(".json") || !kind) {
        problems.push({
          file: display(file),
          path: "",
          message: `is not a known document kind (${Object.keys(documentSchemas).join(", ")})`,
        });
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, "utf8"));
      } catch (error) {
        problems.push({ file: display(file), path: "", message: `is not valid JSON: ${(error as Error).message}` });
        continue;
      }
      documents.push({ locale, relative, file: display(file), json });
      const result = documentSchemas[kind].safeParse(json);
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({ file: display(file), path: formatJsonPath(issue.path), message: issue.message });
        }
        continue;
      }
      if (kind === "page") {
        const blocks = (result.data as { fields: { blocks: Array<{ type: string; products?: Array<{ product: string }> }> } })
          .fields.blocks;
        blocks.forEach((block, index) => {
          block.products?.forEach((ref, refIndex) => {
            productRefs.push({
              locale,
              file: display(file),
              path: `fields.blocks[${index}].products[${refIndex}].product`,
              product: ref.product,
            });
          });
        });
      }
    }
  }

  const globalFiles = filesByLocale.get(defaultLocale) ?? new Set<string>();
  for (const required of requiredGlobalDocuments) {
    if (!globalFiles.has(required)) {
      problems.push({
        file: `${display(path.join(contentDir, defaultLocale))}/${required}`,
        path: "",
        message: "is missing; every locale falls back to it",
      });
    }
  }

  problems.push(
    ...checkPrices(documents, filesByLocale, catalogue),
    ...checkProductNames(documents, catalogue),
    ...checkNamedThings(documents, catalogue),
    ...checkWizards(documents, catalogue),
    ...checkMessages(documents),
    ...checkOwnMessages(filesByLocale, (locale, relative) => `${display(path.join(contentDir, locale))}/${relative}`),
  );

  const publicDir = path.join(projectDir, "public");
  if (
    await stat(publicDir).then(
      (found) => found.isDirectory(),
      () => false,
    )
  ) {
    problems.push(...(await checkImageFiles(documents, publicDir)));
  }

  for (const ref of productRefs) {
    const document = `home-security/products/${ref.product}/${ref.product}.json`;
    const chain = [ref.locale, ...requireSite(ref.locale).fallbacks];
    if (!chain.some((locale) => filesByLocale.get(locale)?.has(document))) {
      problems.push({
        file: ref.file,
        path: ref.path,
        message: `names product "${ref.product}", which has no document (${document}) in ${chain.join(" → ")}`,
      });
    }
  }
  return problems;
}
