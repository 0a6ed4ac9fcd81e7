/**
 * Unit-test setup (jsdom). fake-indexeddb gives the offline store an IndexedDB; Node's own
 * Blob and File replace jsdom's, because fake-indexeddb's structured clone hands jsdom Blobs
 * back as plain objects (tried), and attachments must round-trip.
 */
import 'fake-indexeddb/auto'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile })
// jsdom has no layout: scrolling after a navigation (src/router.ts) is a no-op here.
if (typeof window !== 'undefined') window.scrollTo = () => {}

afterEach(() => cleanup())
