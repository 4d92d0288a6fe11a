import { createStore } from 'jotai';

/**
 * The one jotai store of the app. Route guards and the API client's callbacks run
 * outside React, so they read and write the same store the components use.
 */
export const appStore = createStore();
