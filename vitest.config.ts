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
          // Seeding the full catalogue (about 20 000 price rows) into PostgreSQL, several times in
          // one test, takes seconds while the other test files run beside it.
          testTimeout: 30_000,
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
