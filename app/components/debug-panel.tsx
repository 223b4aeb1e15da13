import type { DebugEntry } from "~/domain/pages/debug-panel";

/**
 * The debug panel (spec 2 §6 debug features), rendered only when the loader allowed it
 * (`debugEnabled`: development hosts with `?debug`, production hosts with `?debug=prod`).
 */
export function DebugPanel({ entries }: { entries: DebugEntry[] }) {
  return (
    <aside className="debug-panel container" aria-label="Debug">
      <dl>
        {entries.map((entry) => (
          <div key={entry.label} className="debug-panel__row">
            <dt>{entry.label}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
