import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express app, which imports the React Router build itself.
  build: isSsrBuild ? { rolldownOptions: { input: "./server/app.ts" } } : {},
  plugins: [reactRouter()],
}));
