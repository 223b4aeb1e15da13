import type { BlockContext } from "../types";
import type { PackageDownloadView } from "./view";

/**
 * The package page's download (spec 2 §2, §4): the customised package the link asked for, with
 * its size and checksum, or why there is none. A plain link: the package downloads without
 * JavaScript.
 */
export function PackageDownload({ block }: { block: PackageDownloadView; context: BlockContext }) {
  const item = block.package;
  return (
    <section className="container section package-download" id={block.id ?? "package"}>
      <div className="download-item">
        <h2 className="download-item__title">{block.heading}</h2>
        <p className={item ? "package-download__ready" : "package-download__failed"} role={item ? undefined : "alert"}>
          {block.message}
        </p>
        {item && (
          <div className="download-file">
            <dl className="download-file__facts">
              <div>
                <dt>{block.texts.fileLabel}</dt>
                <dd className="download-file__name" translate="no">
                  {item.fileName}
                </dd>
              </div>
              {item.details.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
              {item.size && (
                <div>
                  <dt>{block.texts.sizeLabel}</dt>
                  <dd>{item.size}</dd>
                </div>
              )}
              {item.sha256 && (
                <div className="download-file__checksum">
                  <dt>{block.texts.checksumLabel}</dt>
                  <dd>
                    <code translate="no" data-sha256={item.sha256}>
                      {item.sha256}
                    </code>
                  </dd>
                </div>
              )}
            </dl>
            <a className="button button--primary download-file__link" href={item.href} download={item.fileName}>
              {block.texts.downloadButton}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
