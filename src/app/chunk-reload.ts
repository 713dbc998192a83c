// router.tsx still imports the loader from here; it goes when the router's page loader imports
// '@/lib/chunk-reload' itself (that file belongs to the route-table work running alongside).
export { loadChunk } from '@/lib/chunk-reload'
