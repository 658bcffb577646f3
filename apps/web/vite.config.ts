import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Route pages are React.lazy chunks (src/app/router.tsx), so the first page downloads only what it shows.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // @rotawise/api-contract declares zod schemas at module level; they are pure, so the pages that only
      // need a constant or a message do not pull in zod and every schema with it.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]api-contract[\\/]/.test(id),
      },
      output: {
        // Only code that every page needs gets a named group; the rest follows the lazy route chunks, so
        // dialogs, menus and forms load with the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
