// The scanner's public face: a button. Everything behind it loads on demand.
export { ScanQrButton } from './ScanQrButton'
