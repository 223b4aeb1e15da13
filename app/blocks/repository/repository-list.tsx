import { Form, useSubmit } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { type BlockContext, BlockSection } from "../types";
import { ItemCard } from "./item-card";
import type { ChoiceView, RepositoryListView } from "./view";

function Choice({ name, label, options }: { name: string; label: string; options: ChoiceView[] }) {
  const id = `repo-${name}`;
  return (
    <div className="repo-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={options.find((option) => option.selected)?.value ?? ""}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A paged, filtered repository list (spec 3 §2, §4): a GET form of topic (`sel`), year (`date`)
 * and order (`sort`) — with JavaScript a change reloads the results in place and updates the URL;
 * without it, the Show button does — then the items and the pagination bar (`rel`).
 */
export function RepositoryList({ block, context }: { block: RepositoryListView; context: BlockContext }) {
  const submit = useSubmit();
  const { form } = block;
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="repo-list-block">
      <Form
        method="get"
        className="repo-filters"
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        {form.topic && <Choice name="sel" label={form.topic.label} options={form.topic.options} />}
        {form.year && <Choice name="date" label={form.year.label} options={form.year.options} />}
        <Choice name="sort" label={form.sort.label} options={form.sort.options} />
        <noscript>
          <button type="submit" className="button button--secondary">
            {form.submit}
          </button>
        </noscript>
        <p className="repo-filters__count" aria-live="polite">
          {block.count}
        </p>
        {block.feed && (
          <a className="repo-filters__feed text-link" href={block.feed.href} type="application/atom+xml">
            {block.feed.label}
          </a>
        )}
      </Form>
      {block.empty ? (
        <p className="repo-list__empty">{block.empty}</p>
      ) : (
        <ul className={`repo-list repo-list--${block.style}`}>
          {block.items.map((item) => (
            <li key={item.href}>
              <ItemCard item={item} headingLevel={block.heading ? 3 : 2} withImage={block.style !== "list"} />
            </li>
          ))}
        </ul>
      )}
      <Pagination view={block.pagination} />
    </BlockSection>
  );
}
