// Entry of the shell. The dynamic import is the async boundary Module Federation needs to set up
// shared singletons before React or any shared package is evaluated.
void import('./bootstrap');
