import type { DownloadThankYouView } from "../downloads/view";
import type { FormView } from "../forms/view";

/** The SMB contact block as its island receives it: the regions' texts and the engine's form. */
export interface SmbContactUsView {
  type: "smb-contact-us";
  id?: string;
  heading?: string;
  intro?: string;
  regions: Array<{ name: string; phone: { label: string; href: string }; hours: string; email?: string }>;
  labels: { phone: string; hours: string; email: string };
  /** Null when the site has no such form (or forms are not wired): the numbers still show. */
  form: FormView | null;
}

/** The SMB download thank-you: the download thank-you's view, the next steps around it. */
export interface SmbDownloadThankYouView {
  type: "smb-download-thank-you";
  id?: string;
  download: DownloadThankYouView;
  nextSteps: {
    heading: string;
    /** "Your trial lasts 30 days", in the site's language. */
    trial: string;
    steps: Array<{ title: string; text: string }>;
    console: { label: string; href: string };
    help?: { label: string; href: string };
  };
}
