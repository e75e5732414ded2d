import { defineConfig } from 'tsup';

// Every entry lands directly in dist/ so that paths relative to the app (the default PGlite folder)
// resolve the same from src/ and from dist/.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    migrate: 'src/migrate.ts',
    'seed-reset': 'src/seed/reset.ts',
    'seed-large': 'src/seed/large.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: true,
});
