// Order matters: react-vant's base variables, then the storefront's theme over them, then the app.
import 'react-vant/es/styles/base.css';
import 'virtual:react-vant-theme.css';
import './app.css';
import './catalog.css';
