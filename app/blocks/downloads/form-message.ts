/**
 * The message the download form page (`/downloads/form`) posts to the page that framed it once
 * the visitor's e-mail is saved: `{ type: downloadFormMessageType, action: "download" }`, sent to
 * the framing page's origin only. The receiver accepts it only from the form URL's origin and its
 * own frame (spec 2 §5).
 */
export const downloadFormMessageType = "bastion:download-form";

export interface DownloadFormMessage {
  type: typeof downloadFormMessageType;
  action: "download";
}
