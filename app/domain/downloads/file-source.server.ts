import { createCipheriv, createHash } from "node:crypto";
import { zipSync } from "fflate";
import { brand } from "~/config/brand";
import type { LinkType, Platform } from "./types";

/**
 * The files the built-in file host serves. The catalogue in `data/downloads/` describes each
 * file (product, version, language, type); its bytes are built from that description, the same
 * bytes every time, so the seed can publish size and SHA-256 and the file route serves exactly
 * that file without storing it. Documents are real documents (a PDF guide, plain-text release
 * notes, an HTML help page); an installer is a header naming the build followed by filler of the
 * catalogue's size; a distribution package is a real ZIP archive.
 */

/** Bumped when the way bytes are built changes, so every file is rebuilt at the next seed. */
const builderVersion = 1;

export interface FileSource {
  /** Path under the file host, e.g. "kts/127.0.1.412/bastion-total-security-127.0.1.412-en.exe". */
  path: string;
  fileName: string;
  extension: string;
  /** Payload bytes of an installer or package; documents take the size their text gives them. */
  size: number;
  applicationTitle: string;
  platform: Platform;
  linksType: LinkType;
  /** What a document or plug-in is, e.g. "Administrator's guide". */
  title: string | null;
  version: string;
  releaseDate: string;
  minOs: string | null;
  languageCode: string;
  languageName: string;
  /** Release notes' lines. */
  notes: readonly string[];
}

/** SHA-256 (hex) of a file's description: equal keys build equal bytes. */
export function sourceKey(source: FileSource): string {
  return createHash("sha256")
    .update(JSON.stringify([builderVersion, source]))
    .digest("hex");
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

const platformNames: Record<Platform, string> = {
  windows: "Windows",
  macos: "macOS",
  android: "Android",
  ios: "iOS",
  linux: "Linux",
};

/** `size` bytes that depend only on `seed`: AES-256-CTR of zeros, keyed by the seed's hash. */
function filler(seed: string, size: number): Uint8Array {
  const key = createHash("sha256").update(seed).digest();
  const cipher = createCipheriv("aes-256-ctr", key, Buffer.alloc(16));
  return new Uint8Array(cipher.update(Buffer.alloc(size)));
}

/** The installer's header line, then filler up to `size` bytes. */
function installer(source: FileSource, size: number): Uint8Array {
  const header = new TextEncoder().encode(
    `${brand.name.toUpperCase()}-INSTALLER 1\n${brand.name} ${source.title ?? source.applicationTitle} ${source.version}\n` +
      `platform=${platformNames[source.platform]} language=${source.languageCode} released=${source.releaseDate}\n\n`,
  );
  const bytes = new Uint8Array(Math.max(size, header.length));
  bytes.set(header, 0);
  bytes.set(filler(source.path, bytes.length - header.length), header.length);
  return bytes;
}

function releaseNotes(source: FileSource): Uint8Array {
  const heading = `${brand.name} ${source.applicationTitle} ${source.version}: release notes`;
  const lines = [
    heading,
    "=".repeat(heading.length),
    "",
    `Released ${source.releaseDate}.`,
    "",
    "What's new and fixed:",
    ...source.notes.map((note) => `  * ${note}`),
    "",
    "Install over the previous version: settings, licence and quarantine are kept.",
    "",
  ];
  return new TextEncoder().encode(lines.join("\n"));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[character] ?? character);

function helpPage(source: FileSource): Uint8Array {
  const title = escapeHtml(`${brand.name} ${source.title ?? source.applicationTitle}`);
  const html = `<!doctype html>
<html lang="${source.languageCode}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>Version ${escapeHtml(source.version)}, published ${source.releaseDate}.</p>
<h2>Getting started</h2>
<ol>
<li>Install the application on one computer and check that it connects to the administration server.</li>
<li>Create a policy for each group of devices and apply it.</li>
<li>Deploy to the remaining devices with an installation package or a remote installation task.</li>
</ol>
<h2>Monitoring</h2>
<p>The dashboard shows protection status, threats found and devices that have not reported in the last seven days.</p>
</body>
</html>
`;
  return new TextEncoder().encode(html);
}

/** A one-page PDF 1.4 document with Helvetica text lines (Latin-1). */
export function pdfDocument(title: string, lines: readonly string[]): Uint8Array {
  const text = (value: string) =>
    value
      .normalize("NFC")
      .replace(/[^\x20-\x7e\xa0-\xff]/g, "?")
      .replace(/[\\()]/g, (character) => `\\${character}`);
  const content = [
    "BT",
    "/F1 20 Tf 56 780 Td",
    `(${text(title)}) Tj`,
    "/F1 11 Tf 0 -32 Td 15 TL",
    ...lines.map((line) => `(${text(line)}) Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

function guide(source: FileSource): Uint8Array {
  return pdfDocument(`${brand.name} ${source.title ?? source.applicationTitle}`, [
    `${source.applicationTitle}, version ${source.version}, published ${source.releaseDate}.`,
    "",
    "1. Before you install",
    "   Remove other security software and check the system requirements of this version.",
    "2. Installing",
    "   Run the installer with administrator rights and follow the wizard.",
    "3. Activating",
    "   Enter your activation code or connect the device to your administration console.",
    "4. Keeping protection current",
    "   Databases update every hour; new versions install over the previous one.",
  ]);
}

/** A ZIP archive (stored, dated by the release) of the named files. */
export function zipArchive(files: Record<string, Uint8Array>, date: string): Uint8Array {
  return zipSync(files, { level: 0, mtime: new Date(`${date}T12:00:00Z`) });
}

function distribution(source: FileSource): Uint8Array {
  const folder = source.fileName.replace(/\.zip$/i, "");
  const readme = new TextEncoder().encode(
    `${brand.name} ${source.applicationTitle} ${source.version}\n${source.title ?? ""}\n\nRun setup to install, or deploy it with your management console.\n`,
  );
  return zipArchive(
    { [`${folder}/setup.bin`]: installer(source, source.size), [`${folder}/readme.txt`]: readme },
    source.releaseDate,
  );
}

/** The bytes of a file: the same for the same source, always. */
export function buildFile(source: FileSource): Uint8Array {
  switch (source.extension) {
    case "txt":
      return releaseNotes(source);
    case "html":
      return helpPage(source);
    case "pdf":
      return guide(source);
    case "zip":
      return distribution(source);
    default:
      return installer(source, source.size);
  }
}

const contentTypes: Readonly<Record<string, string>> = {
  exe: "application/vnd.microsoft.portable-executable",
  msi: "application/x-msi",
  msp: "application/octet-stream",
  dmg: "application/x-apple-diskimage",
  apk: "application/vnd.android.package-archive",
  deb: "application/vnd.debian.binary-package",
  rpm: "application/x-rpm",
  iso: "application/x-iso9660-image",
  zip: "application/zip",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
};

/** The Content-Type of a file by its extension. */
export function contentTypeOf(fileName: string): string {
  const extension = fileName.split(".").at(-1)?.toLowerCase() ?? "";
  return contentTypes[extension] ?? "application/octet-stream";
}

/** Help pages open in the browser; every other file is saved. */
export function opensInline(linksType: LinkType): boolean {
  return linksType === "OnlineHelp";
}
