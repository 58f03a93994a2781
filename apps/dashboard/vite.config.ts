import process from 'node:process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  define: {
    __API_PASSWORD__: JSON.stringify(process.env.API_PASSWORD ?? 'sufra-dev-api-password'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
