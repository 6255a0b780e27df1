// The async boundary ("Shared module is not available for eager consumption" otherwise).
import('./bootstrap');
