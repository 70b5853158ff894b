import { register } from 'node:module';

register('./asset-hooks.mjs', import.meta.url);
