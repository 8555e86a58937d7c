// Models of the benchmark corpora; see the files beside this one.
import YYModel
