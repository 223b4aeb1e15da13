import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { createContentService } from "./service.server";

const meta = (title: string) => ({ title: "Meta", fields: { title, description: `${title} description` } });

async function setup(files: Record<string, unknown>) {
  const contentDir = await createContentFixture({ ...globalShell, ...files });
  const logger = createLogger({ level: "silent" });
  const errors = vi.spyOn(logger, "error");
  const service = createContentService({ contentDir, brandName: "Acme", logger });
  return { service, contentDir, errors };
}

describe("content service", () => {
  it("reads the locale's own document first", async () => {
    const { service } = await setup({ "de-de/about/meta.json": meta("Über uns"), "en-global/about/meta.json": meta("About") });
    const found = await service.getDocument("de-de", "about/meta.json", "meta");
    expect(found?.locale).toBe("de-de");
    expect(found?.document.fields.title).toBe("Über uns");
  });

  it("follows the fallback chain when the locale has no document", async () => {
    const { service } = await setup({
      "es-es/about/meta.json": meta("Sobre nosotros"),
      "en-global/about/meta.json": meta("About"),
    });
    expect((await service.getDocument("es-mx", "about/meta.json", "meta"))?.locale).toBe("es-es");
    expect((await service.getDocument("it-it", "about/meta.json", "meta"))?.locale).toBe("en-global");
  });

  it("answers null when no locale in the chain has the document", async () => {
    const { service } = await setup({});
    expect(await service.getDocument("de-de", "about/meta.json", "meta")).toBeNull();
    await expect(service.requireDocument("de-de", "about/meta.json", "meta")).rejects.toThrow(/missing/);
  });

  it("fills in the brand name", async () => {
    const { service } = await setup({ "en-global/about/meta.json": meta("About {brand}") });
    expect((await service.getDocument("en-global", "about/meta.json", "meta"))?.document.fields.title).toBe("About Acme");
  });

  it("skips an invalid document, logs it, and falls back", async () => {
    const { service, errors } = await setup({
      "de-de/about/meta.json": { title: "Meta", fields: { title: "" } },
      "en-global/about/meta.json": meta("About"),
    });
    const found = await service.getDocument("de-de", "about/meta.json", "meta");
    expect(found?.locale).toBe("en-global");
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ problems: expect.any(Array) }),
      "invalid content document ignored",
    );
  });

  it("sanitises rich text when loading", async () => {
    const { service } = await setup({
      "en-global/about/page.json": {
        title: "About",
        fields: { blocks: [{ type: "rich-text", html: "<p>ok<script>x()</script></p>" }] },
      },
    });
    const page = await service.getDocument("en-global", "about/page.json", "page");
    expect(page?.document.fields.blocks[0]).toMatchObject({ type: "rich-text", html: "<p>ok</p>" });
  });

  it("refuses paths that leave the content folder", async () => {
    const { service } = await setup({});
    await expect(service.getDocument("en-global", "../package.json", "meta")).rejects.toThrow(/Unsafe/);
  });

  it("caches documents until told to reload", async () => {
    const { service, contentDir } = await setup({ "en-global/about/meta.json": meta("First") });
    expect((await service.getDocument("en-global", "about/meta.json", "meta"))?.document.fields.title).toBe("First");
    await writeFile(path.join(contentDir, "en-global/about/meta.json"), JSON.stringify(meta("Second")));
    expect((await service.getDocument("en-global", "about/meta.json", "meta"))?.document.fields.title).toBe("First");
    service.close();
    expect((await service.getDocument("en-global", "about/meta.json", "meta"))?.document.fields.title).toBe("Second");
  });
});
