import type { DownloadEvent, DownloadUiTexts, InstallerView } from "./view";

/** The data-layer event of an installer. */
export function eventOf(product: string, installer: InstallerView): DownloadEvent {
  return { event: "download", product, platform: installer.platform, version: installer.version };
}

/**
 * One installer: title and version, release date, requirements, file name and size, its SHA-256
 * checksum, and the download link. The link is a real link to the file (`download`), so it works
 * without JavaScript; with it, `onStart` runs the download flow instead.
 */
export function FileCard({
  installer,
  texts,
  onStart,
  primary = true,
}: {
  installer: InstallerView;
  texts: DownloadUiTexts;
  onStart: (installer: InstallerView) => void;
  primary?: boolean;
}) {
  const { file } = installer;
  return (
    <div className="download-file" data-download-key={installer.key}>
      <div className="download-file__head">
        <p className="download-file__title">
          <strong>{installer.title}</strong>
          {installer.versionText && <span className="download-file__version">{installer.versionText}</span>}
        </p>
        <p className="download-file__meta">
          {installer.releasedText}
          {installer.requiresText && <> · {installer.requiresText}</>}
        </p>
      </div>
      <dl className="download-file__facts">
        <div>
          <dt>{texts.fileLabel}</dt>
          <dd className="download-file__name" translate="no">
            {file.fileName}
          </dd>
        </div>
        <div>
          <dt>{texts.sizeLabel}</dt>
          <dd>{file.size}</dd>
        </div>
        {file.sha256 && (
          <div className="download-file__checksum">
            <dt>{texts.checksumLabel}</dt>
            <dd>
              <code translate="no" data-sha256={file.sha256}>
                {file.sha256}
              </code>
            </dd>
          </div>
        )}
      </dl>
      <a
        className={`button button--${primary ? "primary" : "secondary"} download-file__link`}
        href={file.href}
        download={file.fileName}
        hrefLang={file.languageCode === "mul" ? undefined : file.languageCode}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onStart(installer);
        }}
      >
        {installer.downloadLabel}
        <span className="visually-hidden">
          {" "}
          {installer.title} ({file.languageName})
        </span>
      </a>
    </div>
  );
}
