// Entry of the standalone page. The dynamic import is the async boundary Module Federation needs
// to negotiate shared singletons before any of them is used.
void import('./bootstrap');
