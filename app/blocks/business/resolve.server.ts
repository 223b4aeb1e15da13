import type { Block, BlockOf } from "../schemas.server";
import { pageHeaderVariantOf, targetedSolutionTemplate } from "./targeted-solutions-rules";
import type { TargetedSolutionsView } from "./view";

/**
 * Targeted solutions with the template of the page's header; hidden (null) when the block lists
 * no solution, as the spec's targeted solutions hide themselves with nothing to show (spec 3 §8).
 */
export function resolveTargetedSolutions(
  block: BlockOf<"targeted-solutions">,
  pageBlocks: readonly Block[],
): TargetedSolutionsView | null {
  if (block.items.length === 0) return null;
  const headerVariant = pageHeaderVariantOf(pageBlocks);
  return { ...block, template: targetedSolutionTemplate({ headerVariant, solution: block.solution }) };
}
