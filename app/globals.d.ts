/** Set by `vite.config.ts` at build time. */
declare const __BUILD_INFO__: { revision: string; branch: string; sha: string; date: string };

interface Window {
  /** The analytics data layer (`window.dataLayer` convention). */
  dataLayer?: unknown[];
  /** A live-chat provider may register itself here to be told about route changes. */
  bastionLiveChat?: { navigate(url: string): void };
}

/** ALTCHA's regional translations ship without declarations; each only registers itself. */
declare module "altcha/i18n/es-es";
declare module "altcha/i18n/es-419";
declare module "altcha/i18n/fr-fr";
declare module "altcha/i18n/pt-br";
declare module "altcha/i18n/zh-cn";
declare module "altcha/workers/pbkdf2?worker" {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}
