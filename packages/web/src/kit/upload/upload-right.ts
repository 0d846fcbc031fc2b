import { createContext } from 'react';

/**
 * Whether the user may upload where an UploadButton sits: the master-grid toolbar gives its create
 * right, so every screen's upload is disabled with the reason for a user without it.
 */
export const UploadRight = createContext(true);
