import { z } from "zod";
import { anchorId, href } from "../schema-primitives.server";

const productName = z.string().regex(/^[a-z0-9-]+$/, "must be a catalogue product name such as total-security");
const chartValue = z.union([z.boolean(), z.string().min(1)]);

/**
 * A comparison chart (spec 3 §3 "Comparison chart: chartHeader (chartColProduct), chartRows
 * (chartRowHeader, chartHidePastPoint, chartColumns)", §4): products as columns, one at a time on
 * narrow screens with previous and next; rows past the first `chartHidePastPoint` fold away.
 * Each column's product document gives its name, picture and link; the chart hides itself when
 * one cannot be found (spec 3 §8).
 */
export const comparisonChartBlock = z
  .strictObject({
    type: z.literal("comparison-chart"),
    id: anchorId,
    heading: z.string().min(1).optional(),
    caption: z.string().min(1),
    chartHeader: z
      .array(
        z.strictObject({
          chartColProduct: productName,
          /** A price line, with price references (`From {price:total-security:1:1}`). */
          priceText: z.string().min(1).optional(),
          highlight: z.boolean().default(false),
          /** Where the column's button goes; the product's page when absent. */
          href: href.optional(),
        }),
      )
      .min(2)
      .max(5),
    chartRows: z
      .array(
        z.strictObject({
          chartRowHeader: z.string().min(1),
          chartHidePastPoint: z.boolean().default(false),
          chartColumns: z.array(chartValue),
        }),
      )
      .min(1)
      .max(60),
  })
  .superRefine((chart, ctx) => {
    chart.chartRows.forEach((row, index) => {
      if (row.chartColumns.length !== chart.chartHeader.length) {
        ctx.addIssue({
          code: "custom",
          path: ["chartRows", index, "chartColumns"],
          message: `has ${row.chartColumns.length} values for ${chart.chartHeader.length} products`,
        });
      }
    });
  });

/**
 * Over-the-air install (spec 3 §3 "Over-the-air: otaClientId, otaPackageName"): the visitor signs
 * in with the store's identity provider and installs the app on their phone from its store page.
 * Without the provider (no script, a failed frame) the store link alone remains.
 */
export const otaInstallBlock = z.strictObject({
  type: z.literal("ota-install"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  otaClientId: z
    .string()
    .regex(/^[\w.-]+\.apps\.googleusercontent\.com$/, "must be an OAuth client id (….apps.googleusercontent.com)"),
  otaPackageName: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, "must be an Android package name such as com.example.app"),
});
