// Side-effect entry: `import '@northgate/ui/global.css'` once at the root of an app.
import './theme/global.css.ts';
