/**
 * All of Mantine's styles, for every page but the sign-in page, which loads only those it draws
 * (main.tsx). In Mantine's cascade layer like those: the same rules again change nothing.
 */
import '@mantine/core/styles.layer.css';
