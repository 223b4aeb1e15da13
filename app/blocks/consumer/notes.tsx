import type { BlockContext } from "../types";
import type { KscDisclaimersView, VpnMessageView } from "./view";

/** The VPN message (spec 3 §1), for visitors from a country where VPN use is barred. */
export function VpnMessageBlock({ block }: { block: VpnMessageView; context: BlockContext }) {
  return (
    <div className="container" id={block.id}>
      <p className="notice notice--vpn" role="note">
        {block.message}
        {block.link && (
          <>
            {" "}
            <a href={block.link.href}>{block.link.label}</a>
          </>
        )}
      </p>
    </div>
  );
}

/** The cloud product's disclaimers (spec 3 §1, §7): the notes its page's marks refer to. */
export function KscDisclaimersBlock({ block }: { block: KscDisclaimersView; context: BlockContext }) {
  return (
    <aside className="container disclaimers" id={block.id}>
      <ul className="disclaimers__list">
        {block.disclaimers.map((note) => (
          <li key={note.mark}>
            <span className="disclaimers__mark">{note.mark}</span> {note.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
