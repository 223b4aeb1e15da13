import type { BlockContext } from "../types";
import { BlockSection } from "../types";
import type { CareersView } from "./view";

/**
 * Open positions with a filter by location and team. The filter is a GET form: the server keeps
 * the openings the query asks for, so it works the same with and without JavaScript.
 */
export function CareersBlock({ block, context }: { block: CareersView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <form className="careers__filter" method="get" action={`#${block.id}`}>
        <label className="careers__field">
          <span>{block.texts.location}</span>
          <select name="location" defaultValue={block.filter.location ?? ""}>
            <option value="">{block.texts.allLocations}</option>
            {block.filter.locations.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </select>
        </label>
        <label className="careers__field">
          <span>{block.texts.team}</span>
          <select name="team" defaultValue={block.filter.team ?? ""}>
            <option value="">{block.texts.allTeams}</option>
            {block.filter.teams.map((team) => (
              <option key={team} value={team}>
                {team}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">
          {block.texts.filter}
        </button>
      </form>
      <p className="careers__count" role="status">
        {block.openings.length > 0 ? block.texts.count : block.texts.none}
      </p>
      {block.openings.length > 0 && (
        <ul className="careers">
          {block.openings.map((opening) => (
            <li key={opening.href} className="opening">
              <h3 className="opening__title">
                <a href={opening.href}>{opening.title}</a>
              </h3>
              <p className="opening__meta">
                <span>{opening.team}</span>
                <span>{opening.locations.join(" · ")}</span>
                <span>{opening.type}</span>
              </p>
              {opening.summary && <p className="opening__summary">{opening.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
