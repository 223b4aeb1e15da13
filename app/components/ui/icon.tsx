import type { featureIcons } from "~/blocks/schemas.server";

export type IconName = (typeof featureIcons)[number];

/** 24×24 stroke icons for feature lists; always decorative (the text beside them carries meaning). */
const paths: Record<IconName, string> = {
  shield: "M12 3 4.5 6v5.5c0 4.6 3.1 8.4 7.5 9.5 4.4-1.1 7.5-4.9 7.5-9.5V6L12 3Zm-3 9 2 2 4-4",
  lock: "M6.5 10.5h11v9h-11zM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2",
  eye: "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  wifi: "M3 9a13 13 0 0 1 18 0M6 12.5a8.5 8.5 0 0 1 12 0M9 16a4 4 0 0 1 6 0M12 19.5h.01",
  child: "M12 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm-5 3h10M12 10.5v5m0 0-3 6m3-6 3 6",
  device: "M7.5 3h9a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3.5 15h2",
  cloud: "M7 18.5h10a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7 9.5a4.5 4.5 0 0 0 0 9Z",
  key: "M14.5 9.5a4 4 0 1 1-8 0 4 4 0 0 1 8 0Zm-1.2 2.8 7.2 7.2m-3-3 2-2",
  bolt: "M13 2.5 5 13.5h6l-1 8 8-11h-6l1-8Z",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z",
  support:
    "M4.5 13v-1a7.5 7.5 0 0 1 15 0v1m-15 0v3a1.5 1.5 0 0 0 1.5 1.5h1.5V13h-3Zm15 0v3a1.5 1.5 0 0 1-1.5 1.5h-1.5V13h3Zm-3 4.5c0 1.5-1.5 3-4.5 3",
  award: "M12 14.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Zm-3.5-1.2L7 21l5-2.5 5 2.5-1.5-7.7",
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
