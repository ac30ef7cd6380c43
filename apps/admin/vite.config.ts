import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served under /admin/ next to the public site, so asset URLs and the router share that base.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174 },
  preview: { port: 5174 },
  build: { target: 'es2022', sourcemap: false },
});
