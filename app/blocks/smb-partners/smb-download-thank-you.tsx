import { DownloadThankYou } from "../downloads/download-thank-you";
import { type BlockContext, Heading } from "../types";
import type { SmbDownloadThankYouView } from "./view";

/**
 * The SMB download thank-you: the download thank-you (its automatic start, form, cross-sell and
 * direct link unchanged), then what to do next: the trial's length, the steps to activate, and
 * the administration console.
 */
export function SmbDownloadThankYou({ block, context }: { block: SmbDownloadThankYouView; context: BlockContext }) {
  const { nextSteps } = block;
  const headingId = `${block.id ?? "smb-next-steps"}-heading`;
  return (
    <div className="smb-thank-you" id={block.id}>
      <DownloadThankYou block={block.download} context={context} />
      <section className="container section smb-next-steps" aria-labelledby={headingId}>
        <Heading level={2} className="section__heading" id={headingId}>
          {nextSteps.heading}
        </Heading>
        <p className="smb-next-steps__trial">{nextSteps.trial}</p>
        <ol className="smb-next-steps__list">
          {nextSteps.steps.map((step) => (
            <li key={step.title} className="smb-next-steps__step">
              <Heading level={3} className="smb-next-steps__title">
                {step.title}
              </Heading>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="smb-next-steps__actions">
          <a className="button button--primary" href={nextSteps.console.href}>
            {nextSteps.console.label}
          </a>
          {nextSteps.help && (
            <a className="button button--secondary" href={nextSteps.help.href}>
              {nextSteps.help.label}
            </a>
          )}
        </p>
      </section>
    </div>
  );
}
