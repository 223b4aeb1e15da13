import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { BlockContext } from "../types";
import { useDownloadFlow } from "./download-flow";
import { eventOf, FileCard } from "./file-card";
import type { DownloadThankYouView, InstallerView } from "./view";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A thank-you page's download (spec 3 §4): with `autoDownload` it starts by itself after 500 ms,
 * after the e-mail form when `showDialog` (on its message, or on close with `startOnClose`), with
 * the cross-sell popup when enabled. Without JavaScript a `<noscript>` refresh starts it, and the
 * direct link is always there. Kismac lists each major version's newest disk image.
 */
export function DownloadThankYou({ block }: { block: DownloadThankYouView; context: BlockContext }) {
  const flow = useDownloadFlow(block.behaviour, block.texts);
  const started = useRef(false);
  const { primary } = block;

  useEffect(() => {
    if (started.current || !block.autoDownload || !primary) return;
    started.current = true;
    flow.begin(primary.file, eventOf(block.product, primary), { viaForm: block.showDialog });
  }, [block.autoDownload, block.showDialog, block.product, primary, flow.begin]);

  const direct = (installer: InstallerView) => flow.begin(installer.file, eventOf(block.product, installer), { viaForm: false });

  return (
    <section className="container section download-thank-you" id={block.id} data-product={block.product}>
      {block.prohibited ? (
        <p className="download-item__prohibited" role="note">
          {block.prohibited}
        </p>
      ) : (
        <>
          {primary && block.autoDownload && (
            <noscript
              // A refresh to the file starts the download without JavaScript; the page stays.
              dangerouslySetInnerHTML={{
                __html: `<meta http-equiv="refresh" content="1;url=${escapeAttribute(primary.file.href)}">`,
              }}
            />
          )}
          {primary && <p className="download-thank-you__status">{block.status}</p>}
          {block.versionsHeading && block.versions.length > 0 && (
            <h2 className="download-thank-you__heading">{block.versionsHeading}</h2>
          )}
          {block.versions.length > 0
            ? block.versions.map((installer, index) => (
                <FileCard key={installer.key} installer={installer} texts={block.texts} primary={index === 0} onStart={direct} />
              ))
            : primary && (
                <>
                  <p className="download-thank-you__direct">
                    {block.notStarted}{" "}
                    <a
                      href={primary.file.href}
                      download={primary.file.fileName}
                      onClick={(event) => {
                        event.preventDefault();
                        direct(primary);
                      }}
                    >
                      {block.direct}
                    </a>
                  </p>
                  <FileCard installer={primary} texts={block.texts} primary={false} onStart={direct} />
                </>
              )}
          {primary?.file.sha256 && <p className="download-file__hint">{block.texts.checksumHint}</p>}
          {block.empty && <p className="download-item__empty">{block.empty}</p>}
          {block.otherPlatforms && (
            <nav className="download-platforms download-platforms--inline" aria-label={block.otherPlatforms.label}>
              <p>{block.otherPlatforms.label}</p>
              <ul>
                {block.otherPlatforms.links.map((link) => (
                  <li key={link.platform}>
                    <Link to={link.href} aria-current={link.current ? "true" : undefined} data-platform={link.platform}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {flow.elements}
        </>
      )}
    </section>
  );
}
