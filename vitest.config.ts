import { defineConfig } from "vitest/config";

// The React Router Vite plugin is for the app build only; tests resolve `~/` through tsconfig.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The browser answers on its own schedule; polls wait longer than the 1 s default.
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
