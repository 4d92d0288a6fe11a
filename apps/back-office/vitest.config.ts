import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { domPreset } from '@northgate/vitest-config';

export default defineConfig({ plugins: [react(), vanillaExtractPlugin()], ...domPreset() });
