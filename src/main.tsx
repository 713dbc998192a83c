import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { listenForPreloadErrors } from './lib/chunk-reload'
import { startI18n } from './i18n/i18n'
import './index.css'

listenForPreloadErrors()
const { instance, ready } = startI18n(__BUILD_VERSION__)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App i18n={instance} i18nReady={ready} />
  </StrictMode>,
)
