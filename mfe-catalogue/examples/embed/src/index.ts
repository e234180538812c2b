// The async boundary the federation runtime needs before a remote is loaded.
import('./embed');
