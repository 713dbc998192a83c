export { default } from '@/pages/route-title-page'
