import type { BlockOf } from "../schemas.server";
import type { TargetedSolutionTemplate } from "./targeted-solutions-rules";

/** Targeted solutions as drawn: the block with the template its page's header chose. */
export type TargetedSolutionsView = BlockOf<"targeted-solutions"> & { template: TargetedSolutionTemplate };
