import { prefetchRouteData } from './app/prefetch-route-data';

prefetchRouteData();
import('./bootstrap');
