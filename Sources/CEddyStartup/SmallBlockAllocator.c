// The `eddy` process's allocator for small blocks (docs/architecture.md, "The allocator").
//
// Every heap cell is a Swift object, and Swift allocates each with `malloc`: the collector
// frees them by the hundred thousand and the program allocates them again at once. glibc's
// `free` of a small chunk merges it with its free neighbours (`unlink_chunk`) once its
// per-thread cache of seven chunks a size is full, and `malloc` splits them again, so
// malloc and free were a quarter of the time of allocation-bound programs (postcss, marked,
// uglify). Here blocks up to `SMALL_LIMIT` bytes come from 64 KiB pages of one size class
// each, with a free list per page: each call is a few instructions, nothing is merged or
// split, and a block has no header. A page whose blocks are all free again goes back to a
// pool any class takes pages from, so memory freed in one size serves the next peak in
// another. Larger blocks, and the alignment functions, stay glibc's; a pointer is ours when
// the 4 MiB segment holding it is marked in `ownedSegments`, so glibc's pointers go back to
// glibc.
//
// Threads: a page belongs to the thread that took it, which alone allocates from it and
// pushes its own frees on the page's list. Another thread's free (libuv's pool, OpenSSL's
// and workers' blocks) goes on the page's atomic `threadFree` list, which the owner takes
// back when the page runs out. A thread that ends abandons its pages that still hold blocks;
// the next thread that needs a page of that class adopts them.
//
// The functions replace glibc's for the whole process (ELF interposition: glibc supports
// replacing `malloc`, `free`, `calloc`, `realloc` and `malloc_usable_size`). Only the `eddy`
// executable links this file; embedders keep their process's allocator.

#define _GNU_SOURCE

#ifndef __has_feature
#define __has_feature(feature) 0
#endif

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(EDDY_SYSTEM_MALLOC) && !__has_feature(address_sanitizer)

#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// glibc's own entry points, for what this allocator does not serve.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
/// glibc's `malloc_usable_size`, which it exports under that name only (found on first use).
static size_t (*systemUsableSize)(void *);

/// Blocks of up to this many bytes are served here, in classes 16 bytes apart (glibc's
/// alignment, which Swift's allocations of alignment 16 or less rely on).
#define SMALL_LIMIT 512
#define CLASS_COUNT (SMALL_LIMIT / 16)
/// Segments are aligned to their size, so a block's segment is its address rounded down.
#define SEGMENT_SHIFT 22
#define SEGMENT_SIZE ((uintptr_t)1 << SEGMENT_SHIFT)
/// A segment is cut into pages of one class each; its first page holds the pages' records.
#define PAGE_SHIFT 16
#define PAGE_SIZE ((uintptr_t)1 << PAGE_SHIFT)
#define PAGES_PER_SEGMENT (SEGMENT_SIZE / PAGE_SIZE)
/// The owner of a page whose thread ended (thread numbers start at 1; 0 is a thread that
/// has not allocated yet).
#define ABANDONED UINT64_MAX
/// How many of a larger class's pages a class looks at for holes to fill.
#define BORROW_LOOK 4

/// One bit per 4 MiB of a 47-bit address space: 4 MiB of zero pages, touched only where
/// segments are.
static uint64_t ownedSegments[((uintptr_t)1 << (47 - SEGMENT_SHIFT)) / 64];

typedef struct FreeBlock {
    struct FreeBlock *next;
} FreeBlock;

/// One page's record, in its segment's first page.
typedef struct Page {
    /// Free blocks, for the owner only.
    FreeBlock *free;
    /// Blocks other threads freed, pushed atomically; the owner takes them all at once.
    FreeBlock *threadFree;
    /// The page's blocks not handed out yet, carved in order so a new page is touched only
    /// as far as it is used.
    char *bump;
    char *end;
    /// The owner's list this page is on (its class's pages with room, or its full pages).
    struct Page *next;
    struct Page *previous;
    /// The owning thread's number (read by every thread, written by the owner or, for an
    /// abandoned page, the thread adopting it).
    uint64_t owner;
    /// Blocks handed out and not yet known to be free.
    uint32_t used;
    uint8_t classIndex;
    uint8_t isFull;
} Page;

typedef struct SegmentHeader {
    Page pages[PAGES_PER_SEGMENT];
} SegmentHeader;

_Static_assert(sizeof(SegmentHeader) <= PAGE_SIZE, "the records fit the first page");

/// A doubly linked list of pages.
typedef struct PageList {
    Page *head;
} PageList;

typedef struct ClassPages {
    /// The page blocks are taken from (also on `available`).
    Page *current;
    /// Pages with free blocks or uncarved room.
    PageList available;
    /// Pages found without room; one returns to `available` when its owner frees a block in it.
    PageList full;
    /// `crossThreadFrees[class]` when this thread last looked at its full pages for blocks
    /// other threads freed.
    uint64_t seenCrossThreadFrees;
} ClassPages;

typedef struct ThreadHeap {
    ClassPages classes[CLASS_COUNT];
    /// This thread's number, given on its first allocation; never reused.
    uint64_t identity;
    int isRegistered;
} ThreadHeap;

static __thread ThreadHeap threadHeap __attribute__((tls_model("initial-exec")));

/// Guards the page pool, the abandoned pages and the segment pages are cut from.
static pthread_mutex_t sharedLock = PTHREAD_MUTEX_INITIALIZER;
/// Pages whose blocks were all freed, for any class (linked through `next`).
static Page *pagePool;
/// Pages of ended threads that still hold blocks, by class.
static PageList abandoned[CLASS_COUNT];
/// The segment pages are cut from, and its next page never used.
static char *currentSegment;
static uintptr_t nextPage = PAGES_PER_SEGMENT;
static uint64_t nextIdentity = 1;
/// How many blocks of each class threads freed into pages they do not own; a thread looks
/// at its full pages again only when this changed.
static uint64_t crossThreadFrees[CLASS_COUNT];
static pthread_key_t threadExitKey;
static int hasThreadExitKey;

static inline size_t classIndex(size_t size) { return size == 0 ? 0 : (size - 1) >> 4; }
static inline size_t classSize(size_t index) { return (index + 1) << 4; }

static inline int isOwned(const void *pointer) {
    uintptr_t segment = (uintptr_t)pointer >> SEGMENT_SHIFT;
    if (segment >= ((uintptr_t)1 << (47 - SEGMENT_SHIFT))) return 0;
    return (__atomic_load_n(&ownedSegments[segment >> 6], __ATOMIC_RELAXED) >> (segment & 63)) & 1;
}

static inline Page *pageOf(const void *pointer) {
    SegmentHeader *header = (SegmentHeader *)((uintptr_t)pointer & ~(SEGMENT_SIZE - 1));
    return &header->pages[((uintptr_t)pointer & (SEGMENT_SIZE - 1)) >> PAGE_SHIFT];
}

static inline char *pageStart(Page *page) {
    uintptr_t segment = (uintptr_t)page & ~(SEGMENT_SIZE - 1);
    return (char *)(segment + (((uintptr_t)page - segment) / sizeof(Page) << PAGE_SHIFT));
}

static void insertPage(PageList *list, Page *page) {
    page->previous = NULL;
    page->next = list->head;
    if (list->head != NULL) list->head->previous = page;
    list->head = page;
}

static void removePage(PageList *list, Page *page) {
    if (page->previous != NULL) page->previous->next = page->next;
    else list->head = page->next;
    if (page->next != NULL) page->next->previous = page->previous;
    page->next = page->previous = NULL;
}

/// A new segment, aligned to its size (the sharedLock held).
static char *mapSegment(void) {
    char *mapped = mmap(NULL, 2 * SEGMENT_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) return NULL;
    uintptr_t start = ((uintptr_t)mapped + SEGMENT_SIZE - 1) & ~(SEGMENT_SIZE - 1);
    if (start > (uintptr_t)mapped) munmap(mapped, start - (uintptr_t)mapped);
    uintptr_t end = (uintptr_t)mapped + 2 * SEGMENT_SIZE;
    if (end > start + SEGMENT_SIZE) munmap((void *)(start + SEGMENT_SIZE), end - (start + SEGMENT_SIZE));
    uintptr_t segment = start >> SEGMENT_SHIFT;
    __atomic_fetch_or(&ownedSegments[segment >> 6], (uint64_t)1 << (segment & 63), __ATOMIC_RELEASE);
    return (char *)start;
}

/// A page nobody owns: one of the pool, else the next of the current segment (the
/// sharedLock held).
static Page *takeFreePage(void) {
    if (pagePool != NULL) {
        Page *page = pagePool;
        pagePool = page->next;
        return page;
    }
    if (nextPage == PAGES_PER_SEGMENT) {
        char *segment = mapSegment();
        if (segment == NULL) return NULL;
        currentSegment = segment;
        nextPage = 1;
    }
    Page *page = &((SegmentHeader *)currentSegment)->pages[nextPage];
    nextPage += 1;
    return page;
}

/// Moves the blocks other threads freed into the page's own list.
static void takeThreadFrees(Page *page) {
    if (__atomic_load_n(&page->threadFree, __ATOMIC_RELAXED) == NULL) return;
    FreeBlock *list = __atomic_exchange_n(&page->threadFree, NULL, __ATOMIC_ACQUIRE);
    uint32_t count = 0;
    FreeBlock *last = NULL;
    for (FreeBlock *block = list; block != NULL; block = block->next) {
        last = block;
        count += 1;
    }
    if (last == NULL) return;
    last->next = page->free;
    page->free = list;
    page->used -= count;
}

static inline int hasRoom(Page *page) {
    return page->free != NULL || page->bump + classSize(page->classIndex) <= page->end;
}

/// Gives an empty page, off every list, back to the pool.
static void releasePage(Page *page) {
    __atomic_store_n(&page->owner, 0, __ATOMIC_RELAXED);
    pthread_mutex_lock(&sharedLock);
    page->next = pagePool;
    pagePool = page;
    pthread_mutex_unlock(&sharedLock);
}

/// Hands the ending thread's pages to the pool, or to the abandoned lists while they still
/// hold blocks.
static void threadDidExit(void *unused) {
    (void)unused;
    ThreadHeap *heap = &threadHeap;
    for (size_t index = 0; index < CLASS_COUNT; index++) {
        ClassPages *pages = &heap->classes[index];
        PageList *lists[2] = {&pages->available, &pages->full};
        for (int which = 0; which < 2; which++) {
            while (lists[which]->head != NULL) {
                Page *page = lists[which]->head;
                removePage(lists[which], page);
                takeThreadFrees(page);
                if (page->used == 0) {
                    releasePage(page);
                    continue;
                }
                page->isFull = 0;
                pthread_mutex_lock(&sharedLock);
                __atomic_store_n(&page->owner, ABANDONED, __ATOMIC_RELEASE);
                insertPage(&abandoned[index], page);
                pthread_mutex_unlock(&sharedLock);
            }
        }
        pages->current = NULL;
    }
    // A later allocation of this thread (another key's destructor) registers it again.
    heap->isRegistered = 0;
}

static void lockBeforeFork(void) { pthread_mutex_lock(&sharedLock); }
static void unlockAfterFork(void) { pthread_mutex_unlock(&sharedLock); }

__attribute__((constructor(102))) static void setUpAllocator(void) {
    hasThreadExitKey = pthread_key_create(&threadExitKey, threadDidExit) == 0;
    pthread_atfork(lockBeforeFork, unlockAfterFork, unlockAfterFork);
}

/// Makes `page` the class's current page.
static inline void *takeFrom(ClassPages *pages, Page *page) {
    pages->current = page;
    FreeBlock *block = page->free;
    if (block != NULL) {
        page->free = block->next;
    } else {
        block = (FreeBlock *)page->bump;
        page->bump += classSize(page->classIndex);
    }
    page->used += 1;
    return block;
}

/// A page of a larger class than `index` with free blocks, which this class may fill
/// before it takes a new page: after a collection, a class the program no longer allocates
/// much keeps pages with as many holes as blocks, which glibc's merging of free neighbours
/// would have given to every size (babel-parse-generate held 23 MiB so in 160-byte blocks).
/// A larger block costs nothing here: the hole stays in its page otherwise.
static Page *pageWithHoles(ThreadHeap *heap, size_t index) {
    for (size_t larger = index + 1; larger < CLASS_COUNT; larger++) {
        ClassPages *pages = &heap->classes[larger];
        int looked = 0;
        for (Page *page = pages->available.head; page != NULL && looked < BORROW_LOOK; page = page->next, looked++) {
            int isCarved = page->bump + classSize(larger) > page->end;
            if (page->free != NULL && isCarved && page != pages->current) return page;
        }
    }
    return NULL;
}

/// A page of class `index` with room for the calling thread: one it has, one another
/// thread freed blocks into, an abandoned one, else a fresh one.
static __attribute__((noinline)) void *allocateSlow(ThreadHeap *heap, size_t index) {
    if (heap->identity == 0) {
        pthread_mutex_lock(&sharedLock);
        heap->identity = nextIdentity++;
        pthread_mutex_unlock(&sharedLock);
    }
    if (!heap->isRegistered && hasThreadExitKey) {
        heap->isRegistered = 1;
        pthread_setspecific(threadExitKey, heap);
    }
    ClassPages *pages = &heap->classes[index];
    // A larger class's page lent to this class is given back once it has no free block left.
    if (pages->current != NULL && pages->current->classIndex != index) {
        if (pages->current->free != NULL) return takeFrom(pages, pages->current);
        pages->current = NULL;
    }
    // The pages on the available list, the current one first; those without room go to the
    // full list.
    Page *page = pages->current != NULL ? pages->current : pages->available.head;
    while (page != NULL) {
        if (hasRoom(page)) return takeFrom(pages, page);
        takeThreadFrees(page);
        if (hasRoom(page)) return takeFrom(pages, page);
        removePage(&pages->available, page);
        page->isFull = 1;
        insertPage(&pages->full, page);
        pages->current = NULL;
        page = pages->available.head;
    }
    // Full pages other threads freed blocks into since the last look.
    uint64_t crossFrees = __atomic_load_n(&crossThreadFrees[index], __ATOMIC_RELAXED);
    if (crossFrees != pages->seenCrossThreadFrees) {
        pages->seenCrossThreadFrees = crossFrees;
        for (Page *full = pages->full.head; full != NULL;) {
            Page *next = full->next;
            takeThreadFrees(full);
            if (full->free != NULL) {
                removePage(&pages->full, full);
                full->isFull = 0;
                insertPage(&pages->available, full);
            }
            full = next;
        }
        if (pages->available.head != NULL) return takeFrom(pages, pages->available.head);
    }
    pthread_mutex_lock(&sharedLock);
    while (abandoned[index].head != NULL) {
        Page *adopted = abandoned[index].head;
        removePage(&abandoned[index], adopted);
        __atomic_store_n(&adopted->owner, heap->identity, __ATOMIC_RELAXED);
        takeThreadFrees(adopted);
        if (hasRoom(adopted)) {
            pthread_mutex_unlock(&sharedLock);
            insertPage(&pages->available, adopted);
            return takeFrom(pages, adopted);
        }
        adopted->isFull = 1;
        insertPage(&pages->full, adopted);
    }
    pthread_mutex_unlock(&sharedLock);
    Page *holes = pageWithHoles(heap, index);
    if (holes != NULL) return takeFrom(pages, holes);
    pthread_mutex_lock(&sharedLock);
    Page *fresh = takeFreePage();
    pthread_mutex_unlock(&sharedLock);
    if (fresh == NULL) return NULL;
    char *start = pageStart(fresh);
    fresh->free = NULL;
    fresh->threadFree = NULL;
    fresh->bump = start;
    fresh->end = start + PAGE_SIZE;
    fresh->used = 0;
    fresh->classIndex = (uint8_t)index;
    fresh->isFull = 0;
    __atomic_store_n(&fresh->owner, heap->identity, __ATOMIC_RELAXED);
    insertPage(&pages->available, fresh);
    return takeFrom(pages, fresh);
}

/// A block of class `index` (the compiler must not see `malloc` and `memset` here, which it
/// would fuse into a call to `calloc`).
static inline void *allocateSmall(size_t index) {
    ThreadHeap *heap = &threadHeap;
    Page *page = heap->classes[index].current;
    if (__builtin_expect(page != NULL, 1)) {
        FreeBlock *block = page->free;
        if (__builtin_expect(block != NULL, 1)) {
            page->free = block->next;
            page->used += 1;
            return block;
        }
        // The page's own class: a larger class's page lent to this one has no room left to
        // carve (`pageWithHoles`).
        char *fresh = page->bump;
        size_t size = classSize(page->classIndex);
        if (fresh + size <= page->end) {
            page->bump = fresh + size;
            page->used += 1;
            return fresh;
        }
    }
    void *result = allocateSlow(heap, index);
    if (result == NULL) errno = ENOMEM;
    return result;
}

/// Whether `page` is a class's current page (its own class's, or one it was lent to).
static int isCurrent(ThreadHeap *heap, Page *page) {
    for (size_t index = 0; index <= page->classIndex; index++) {
        if (heap->classes[index].current == page) return 1;
    }
    return 0;
}

/// The owner's page lost its last block, or left the full list.
static __attribute__((noinline)) void pageGainedRoom(ThreadHeap *heap, Page *page) {
    ClassPages *pages = &heap->classes[page->classIndex];
    if (page->used == 0 && !isCurrent(heap, page)) {
        removePage(page->isFull ? &pages->full : &pages->available, page);
        releasePage(page);
        return;
    }
    if (page->isFull) {
        removePage(&pages->full, page);
        page->isFull = 0;
        insertPage(&pages->available, page);
    }
}

static __attribute__((noinline)) void freeFromOtherThread(Page *page, FreeBlock *block) {
    FreeBlock *head = __atomic_load_n(&page->threadFree, __ATOMIC_RELAXED);
    do {
        block->next = head;
    } while (!__atomic_compare_exchange_n(&page->threadFree, &head, block, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED));
    __atomic_fetch_add(&crossThreadFrees[page->classIndex], 1, __ATOMIC_RELAXED);
}

static inline void freeSmall(void *pointer) {
    Page *page = pageOf(pointer);
    ThreadHeap *heap = &threadHeap;
    FreeBlock *block = pointer;
    if (__builtin_expect(__atomic_load_n(&page->owner, __ATOMIC_RELAXED) != heap->identity, 0)) {
        freeFromOtherThread(page, block);
        return;
    }
    block->next = page->free;
    page->free = block;
    page->used -= 1;
    if (__builtin_expect(page->used == 0 || page->isFull, 0)) pageGainedRoom(heap, page);
}

void *malloc(size_t size) {
    if (size > SMALL_LIMIT) return __libc_malloc(size);
    return allocateSmall(classIndex(size));
}

void free(void *pointer) {
    if (pointer == NULL) return;
    if (!isOwned(pointer)) {
        __libc_free(pointer);
        return;
    }
    freeSmall(pointer);
}

void *calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    if (total > SMALL_LIMIT) return __libc_calloc(count, size);
    void *block = allocateSmall(classIndex(total));
    if (block != NULL) memset(block, 0, total);
    return block;
}

size_t malloc_usable_size(void *pointer) {
    if (pointer == NULL) return 0;
    if (isOwned(pointer)) return classSize(pageOf(pointer)->classIndex);
    if (systemUsableSize == NULL) systemUsableSize = (size_t (*)(void *))dlsym(RTLD_NEXT, "malloc_usable_size");
    return systemUsableSize != NULL ? systemUsableSize(pointer) : 0;
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, total);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) return malloc(size);
    if (!isOwned(pointer)) return __libc_realloc(pointer, size);
    if (size == 0) {
        freeSmall(pointer);
        return NULL;
    }
    size_t available = classSize(pageOf(pointer)->classIndex);
    if (size <= available && size > available / 2) return pointer;
    void *moved = size > SMALL_LIMIT ? __libc_malloc(size) : allocateSmall(classIndex(size));
    if (moved == NULL) return NULL;
    memcpy(moved, pointer, size < available ? size : available);
    freeSmall(pointer);
    return moved;
}

#endif
