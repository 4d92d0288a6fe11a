import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves this build at /staff/ (STAFF_DIST_DIR); in development Vite forwards the staff
// API's calls to the API in watch mode.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/staff/',
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/staff/api/': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: false },
});
