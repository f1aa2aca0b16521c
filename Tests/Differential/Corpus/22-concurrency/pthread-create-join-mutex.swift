// Raw pthreads from Glibc: create two threads with a context pointer, join them, read the results.
import Glibc
final class Job { let n: Int; var result = 0; init(_ n: Int) { self.n = n } }
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
var threads: [pthread_t] = []
let jobs = [Job(20), Job(15)]
for job in jobs {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let rc = pthread_create(&thread, nil, { raw in
        let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
        job.result = fib(job.n)
        return nil
    }, context)
    precondition(rc == 0)
    threads.append(thread)
}
for thread in threads { pthread_join(thread, nil) }
for job in jobs { print("fib(\(job.n)) =", job.result) }
var mutex = pthread_mutex_t()
pthread_mutex_init(&mutex, nil)
print("trylock:", pthread_mutex_trylock(&mutex), "again:", pthread_mutex_trylock(&mutex) != 0)
pthread_mutex_unlock(&mutex)
