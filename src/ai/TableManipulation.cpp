#include "ai/TableManipulation.h"
#include "ai/ManipulationSolver.h"


namespace remi::ai {

FaceValues rankValues()
{
    FaceValues v{};
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r) v[s][r] = r + 1;
    return v;
}

FaceValues unitValues()
{
    FaceValues v{};
    for (auto &row : v) row.fill(1);
    return v;
}

TableManipulationSolver::TableManipulationSolver() : m_impl(std::make_unique<Impl>()) {}
TableManipulationSolver::~TableManipulationSolver() = default;

ManipulationSolution TableManipulationSolver::solve(const ManipulationProblem &problem, bool withMelds,
                                                    long long maxStates)
{
    Impl &impl = *m_impl;
    impl.pb = problem;
    impl.maxStates = maxStates;
    return impl.run(withMelds);
}

} // namespace remi::ai
